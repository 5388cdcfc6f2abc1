package com.acme.models.legacy;

import com.acme.models.external.CurrencyAmount;
import dev.marshalled.ConvertWith;
import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.joda.time.DateTime;

@Marshalled
public class Payment {

    public enum Method { CARD, SEPA, INVOICE }

    private String reference;
    private Method method;
    private CurrencyAmount amount;
    /** The processor's fee, as the statement prints it. */
    @ConvertWith(CurrencyAmountAsTextConverter.class)
    private CurrencyAmount fee;
    private final List<CurrencyAmount> installments = new ArrayList<>();
    private DateTime authorizedAt;
    private DateTime settledAt;

    protected Payment() {
    }

    public Payment(String reference, Method method, CurrencyAmount amount, DateTime authorizedAt) {
        this.reference = reference;
        this.method = method;
        this.amount = amount;
        this.authorizedAt = authorizedAt;
    }

    public String getReference() {
        return reference;
    }

    public Method getMethod() {
        return method;
    }

    public CurrencyAmount getAmount() {
        return amount;
    }

    public CurrencyAmount getFee() {
        return fee;
    }

    public void chargeFee(CurrencyAmount fee) {
        this.fee = fee;
    }

    public List<CurrencyAmount> getInstallments() {
        return Collections.unmodifiableList(installments);
    }

    public void addInstallment(CurrencyAmount installment) {
        installments.add(installment);
    }

    public DateTime getAuthorizedAt() {
        return authorizedAt;
    }

    public DateTime getSettledAt() {
        return settledAt;
    }

    public void settle(DateTime at) {
        this.settledAt = at;
    }
}

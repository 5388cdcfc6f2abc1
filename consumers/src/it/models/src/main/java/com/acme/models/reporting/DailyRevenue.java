package com.acme.models.reporting;

import com.acme.models.external.CurrencyAmount;
import com.acme.models.legacy.CurrencyAmountAsTextConverter;
import com.acme.models.legacy.JodaInstantConverter;
import dev.marshalled.ConvertWith;
import dev.marshalled.Marshalled;
import java.time.LocalDate;
import java.util.Map;
import java.util.TreeMap;
import org.joda.time.DateTime;

/** Revenue per day of one shop, for the dashboard. */
@Marshalled
@ConvertWith({JodaInstantConverter.class, CurrencyAmountAsTextConverter.class})
public class DailyRevenue {

    private String shop;
    private DateTime generatedAt;
    private CurrencyAmount total;
    private Map<LocalDate, CurrencyAmount> byDay = new TreeMap<>();

    protected DailyRevenue() {
    }

    public DailyRevenue(String shop, DateTime generatedAt, String currency) {
        this.shop = shop;
        this.generatedAt = generatedAt;
        this.total = CurrencyAmount.ofMinor(currency, 0);
    }

    public String getShop() {
        return shop;
    }

    public DateTime getGeneratedAt() {
        return generatedAt;
    }

    public CurrencyAmount getTotal() {
        return total;
    }

    public Map<LocalDate, CurrencyAmount> getByDay() {
        return byDay;
    }

    public void book(LocalDate day, CurrencyAmount amount) {
        byDay.merge(day, amount, CurrencyAmount::plus);
        total = total.plus(amount);
    }
}

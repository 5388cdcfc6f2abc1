package dev.marshalled.example.domain;

import dev.marshalled.ConvertWith;
import dev.marshalled.Marshalled;
import dev.marshalled.example.domain.base.BaseEntity;
import dev.marshalled.example.domain.external.Money;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A JPA-style entity: private fields, a protected constructor for the framework, a public one
 * for the application, a set exposed as an unmodifiable view, a getter that substitutes a
 * default and a setter that validates (neither is called by the marshaller).
 */
@Marshalled
public class Customer extends BaseEntity {
    /** What {@link #getNickname()} shows for a customer without one. */
    public static final String NO_NICKNAME = "(none)";

    private String name;
    private String nickname;
    private final Set<String> emails = new LinkedHashSet<>();
    private Money credit;
    private List<Money> payments;
    @ConvertWith(PatternAsText.class)
    private Pattern accountFormat;

    protected Customer() {
    }

    public Customer(String name) {
        setName(name);
    }

    public String getName() {
        return name;
    }

    /** Trims, and refuses a blank name: a check that reading does not replay. */
    public final void setName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a customer needs a name");
        }
        this.name = name.trim();
    }

    public String getNickname() {
        return nickname == null ? NO_NICKNAME : nickname;
    }

    public void setNickname(String nickname) {
        this.nickname = nickname;
    }

    public Collection<String> getEmails() {
        return Collections.unmodifiableSet(emails);
    }

    public void addEmail(String email) {
        emails.add(email);
    }

    public Money getCredit() {
        return credit;
    }

    public void setCredit(Money credit) {
        this.credit = credit;
    }

    public List<Money> getPayments() {
        return payments;
    }

    public void setPayments(List<Money> payments) {
        this.payments = payments;
    }

    public Pattern getAccountFormat() {
        return accountFormat;
    }

    public void setAccountFormat(Pattern accountFormat) {
        this.accountFormat = accountFormat;
    }

    /** As the persistence layer would after saving. */
    public void saved(long id) {
        persisted(id);
    }
}

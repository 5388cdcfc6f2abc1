package dev.marshalled.redis.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.TreeMap;

/**
 * A class as a domain model is written: private fields, no setters, a constructor that does not
 * take them all, and a nested enum.
 */
@Marshalled
public class Account {
    public enum Tier { BASIC, GOLD, PLATINUM }

    private long id;
    private String owner;
    private Tier tier;
    private BigDecimal balance;
    private Instant opened;
    private List<Quote> watchlist = new ArrayList<>();
    private TreeMap<String, String> attributes = new TreeMap<>();

    private Account() {
    }

    public Account(long id, String owner, Tier tier, BigDecimal balance, Instant opened) {
        this.id = id;
        this.owner = owner;
        this.tier = tier;
        this.balance = balance;
        this.opened = opened;
    }

    /** The {@code n}-th of a deterministic series. */
    public static Account sample(int n) {
        Account account = new Account(n, "Owner " + n + (n % 5 == 0 ? " Ærøskøbing" : ""),
                Tier.values()[n % Tier.values().length], BigDecimal.valueOf(n * 1_234_567L, 2),
                Instant.ofEpochSecond(1_700_000_000L + n, n % 1000));
        for (int i = 0; i < n % 3; i++) {
            account.watchlist.add(Quote.sample(n + i));
        }
        account.attributes.put("region", n % 2 == 0 ? "EU" : "US");
        if (n % 4 == 0) {
            account.attributes.put("flag", "review");
        }
        return account;
    }

    public long id() {
        return id;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Account other && id == other.id && Objects.equals(owner, other.owner) && tier == other.tier
                && Objects.equals(balance, other.balance) && Objects.equals(opened, other.opened)
                && Objects.equals(watchlist, other.watchlist) && Objects.equals(attributes, other.attributes);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(id);
    }

    @Override
    public String toString() {
        return "Account " + id + " of " + owner;
    }
}

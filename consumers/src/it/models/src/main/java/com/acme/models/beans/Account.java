package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.util.Set;
import lombok.Getter;
import lombok.NoArgsConstructor;
import lombok.Setter;

@Marshalled
@NoArgsConstructor
@Getter
@Setter
public class Account {

    public enum Type { CHECKING, SAVINGS, CREDIT }

    private String iban;
    private Type type;
    private BigDecimal balance;
    private int overdraftLimit;
    private Set<String> owners;
    private boolean frozen;
}

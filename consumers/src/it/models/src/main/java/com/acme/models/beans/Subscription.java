package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.time.LocalDate;
import lombok.Getter;
import lombok.NonNull;
import lombok.RequiredArgsConstructor;
import lombok.Setter;

@Marshalled
@Getter
@RequiredArgsConstructor
public class Subscription {

    public enum Plan { FREE, PRO, ENTERPRISE }

    @NonNull
    private final String customerId;
    private final Plan plan;
    @Setter
    private LocalDate renewsOn;
    @Setter
    private boolean autoRenew;
}

package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.time.Instant;
import java.util.List;
import lombok.Builder;
import lombok.Singular;
import lombok.Value;

@Marshalled
@Value
@Builder
public class Ticket {

    public enum Priority { LOW, NORMAL, HIGH, BLOCKER }

    String id;
    String title;
    Priority priority;
    @Singular
    List<String> watchers;
    Instant openedAt;
}

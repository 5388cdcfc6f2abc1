package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import lombok.AccessLevel;
import lombok.AllArgsConstructor;
import lombok.Builder;
import lombok.Getter;
import lombok.NoArgsConstructor;

@Marshalled
@Builder
@Getter
@NoArgsConstructor
@AllArgsConstructor(access = AccessLevel.PRIVATE)
public class Shipment {

    public enum Status { CREATED, PICKED_UP, IN_TRANSIT, DELIVERED, RETURNED }

    private String reference;
    private Status status;
    private GeoPoint destination;
    @Builder.Default
    private List<String> labels = new ArrayList<>();
    private Integer weightGrams;
    private LocalDate shipDate;
}

package com.acme.models.ddd.cargo;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A vessel's voyage; many legs and handling events refer to the same voyage. */
@Marshalled(references = true)
public class Voyage {

    private VoyageNumber voyageNumber;
    private String vesselName;
    private List<CarrierMovement> movements;

    protected Voyage() {
        // for the persistence provider
    }

    public Voyage(VoyageNumber voyageNumber, String vesselName, List<CarrierMovement> movements) {
        this.voyageNumber = voyageNumber;
        this.vesselName = vesselName;
        this.movements = new ArrayList<>(movements);
    }

    public VoyageNumber voyageNumber() {
        return voyageNumber;
    }

    public String vesselName() {
        return vesselName;
    }

    public List<CarrierMovement> movements() {
        return Collections.unmodifiableList(movements);
    }
}

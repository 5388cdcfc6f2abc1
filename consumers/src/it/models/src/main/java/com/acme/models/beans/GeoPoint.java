package com.acme.models.beans;

import dev.marshalled.Marshalled;
import lombok.Value;

@Marshalled
@Value
public class GeoPoint {
    double latitude;
    double longitude;
    Double altitude;
}

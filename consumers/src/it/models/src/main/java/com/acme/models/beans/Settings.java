package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.util.Map;
import lombok.Value;
import lombok.With;

@Marshalled
@Value
@With
public class Settings {
    String theme;
    int fontSize;
    Map<String, Boolean> features;
}

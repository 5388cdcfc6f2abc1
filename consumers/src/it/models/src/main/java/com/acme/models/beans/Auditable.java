package com.acme.models.beans;

import java.time.Instant;
import lombok.Getter;
import lombok.Setter;

/** Who made and last changed a record; its fields are written before the subclass's. */
@Getter
@Setter
public abstract class Auditable {
    private Instant createdAt;
    private String createdBy;
    private Instant modifiedAt;
    private String modifiedBy;
}

package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.time.LocalDate;
import java.util.List;
import lombok.AllArgsConstructor;
import lombok.Data;
import lombok.EqualsAndHashCode;
import lombok.NoArgsConstructor;
import lombok.ToString;

@Marshalled
@Data
@EqualsAndHashCode(callSuper = true)
@ToString(callSuper = true)
@NoArgsConstructor
@AllArgsConstructor
public class Person extends Auditable {
    private String firstName;
    private String lastName;
    private LocalDate birthDate;
    private GeoPoint home;
    private List<Person> children;
}

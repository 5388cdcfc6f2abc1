package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.Column;
import jakarta.persistence.Embeddable;

@Marshalled
@Embeddable
public class Address {

    @Column(name = "street")
    private String street;

    @Column(name = "city", nullable = false)
    private String city;

    @Column(name = "postal_code", length = 16)
    private String postalCode;

    @Column(name = "country_code", length = 2)
    private String countryCode;

    protected Address() {
    }

    public Address(String street, String city, String postalCode, String countryCode) {
        this.street = street;
        this.city = city;
        this.postalCode = postalCode;
        this.countryCode = countryCode;
    }

    public String getStreet() {
        return street;
    }

    public String getCity() {
        return city;
    }

    public String getPostalCode() {
        return postalCode;
    }

    public String getCountryCode() {
        return countryCode;
    }

    @Override
    public String toString() {
        return street + ", " + postalCode + " " + city + ", " + countryCode;
    }
}

package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.CollectionTable;
import jakarta.persistence.Column;
import jakarta.persistence.ElementCollection;
import jakarta.persistence.Embedded;
import jakarta.persistence.Entity;
import jakarta.persistence.Table;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Collections;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

@Marshalled
@Entity
@Table(name = "customers")
public class Customer extends BaseEntity {

    @Column(nullable = false)
    private String name;

    @Column(unique = true)
    private String email;

    @Embedded
    private Address billingAddress;

    private LocalDate registeredOn;

    private boolean newsletter;

    @ElementCollection
    @CollectionTable(name = "customer_tags")
    private Set<String> tags = new HashSet<>();

    protected Customer() {
        // for the persistence provider
    }

    public Customer(String name, String email) {
        this.name = name;
        this.email = email;
        this.registeredOn = LocalDate.now();
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        if (name == null || name.isBlank()) {
            throw new IllegalArgumentException("a customer needs a name");
        }
        this.name = name.trim();
    }

    public String getEmail() {
        return email;
    }

    /** Normalises the address; refuses one without an at sign. */
    public void setEmail(String email) {
        if (email == null || !email.contains("@")) {
            throw new IllegalArgumentException("not an email address: " + email);
        }
        this.email = email.trim().toLowerCase(Locale.ROOT);
    }

    public Address getBillingAddress() {
        return billingAddress;
    }

    public void setBillingAddress(Address billingAddress) {
        this.billingAddress = billingAddress;
    }

    public LocalDate getRegisteredOn() {
        return registeredOn;
    }

    public boolean isNewsletter() {
        return newsletter;
    }

    public void setNewsletter(boolean newsletter) {
        this.newsletter = newsletter;
    }

    public Collection<String> getTags() {
        return Collections.unmodifiableSet(tags);
    }

    public void tag(String tag) {
        tags.add(tag);
    }

    public void untag(String tag) {
        tags.remove(tag);
    }
}

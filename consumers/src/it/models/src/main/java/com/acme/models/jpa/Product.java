package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.JoinTable;
import jakarta.persistence.ManyToMany;
import java.math.BigDecimal;
import java.util.Collection;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.Set;

@Marshalled
@Entity
public class Product extends BaseEntity {

    public enum Availability { IN_STOCK, BACKORDER, DISCONTINUED }

    @Column(nullable = false, unique = true, length = 32)
    private String sku;

    private String name;

    private String description;

    @Column(precision = 12, scale = 2)
    private BigDecimal price;

    @Enumerated(EnumType.STRING)
    private Availability availability = Availability.IN_STOCK;

    @ManyToMany
    @JoinTable(name = "product_categories")
    private Set<Category> categories = new LinkedHashSet<>();

    protected Product() {
    }

    public Product(String sku, String name, BigDecimal price) {
        this.sku = sku;
        this.name = name;
        this.price = price;
    }

    public String getSku() {
        return sku;
    }

    public String getName() {
        return name;
    }

    public String getDescription() {
        return description;
    }

    public void setDescription(String description) {
        this.description = description;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void changePrice(BigDecimal price) {
        if (price.signum() < 0) {
            throw new IllegalArgumentException("negative price");
        }
        this.price = price;
    }

    public Availability getAvailability() {
        return availability;
    }

    public void discontinue() {
        this.availability = Availability.DISCONTINUED;
    }

    public Collection<Category> getCategories() {
        return Collections.unmodifiableCollection(categories);
    }

    public void addCategory(Category category) {
        categories.add(category);
    }
}

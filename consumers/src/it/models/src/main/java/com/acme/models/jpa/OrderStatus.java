package com.acme.models.jpa;

public enum OrderStatus {
    NEW, PAID, SHIPPED, DELIVERED, CANCELLED
}

package com.acme.mall.model;

/** oms_order.status. */
public enum OrderStatus {
    PENDING_PAYMENT, PAID, SHIPPED, COMPLETED, CLOSED, INVALID
}

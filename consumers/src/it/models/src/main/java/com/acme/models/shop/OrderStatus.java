package com.acme.models.shop;

/** Stored as its code in the t_order.status column. */
public enum OrderStatus {
    UNPAID(10), PAID(20), SHIPPED(40), COMPLETED(50), CLOSED(60);

    private final int code;

    OrderStatus(int code) {
        this.code = code;
    }

    public int getCode() {
        return code;
    }

    public static OrderStatus ofCode(int code) {
        for (OrderStatus status : values()) {
            if (status.code == code) {
                return status;
            }
        }
        throw new IllegalArgumentException("unknown order status " + code);
    }
}

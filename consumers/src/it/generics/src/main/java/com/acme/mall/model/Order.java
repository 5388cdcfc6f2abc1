package com.acme.mall.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.time.Instant;

/** Row of oms_order. */
@Marshalled
public class Order {
    private Long id;
    private Long memberId;
    private String orderSn;
    private BigDecimal totalAmount;
    private OrderStatus status;
    private String note;
    private Instant createTime;

    public Order() {
    }

    public Order(Long id, Long memberId, String orderSn, BigDecimal totalAmount, OrderStatus status) {
        this.id = id;
        this.memberId = memberId;
        this.orderSn = orderSn;
        this.totalAmount = totalAmount;
        this.status = status;
        this.createTime = Instant.parse("2024-11-11T00:00:00Z");
    }

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public Long getMemberId() {
        return memberId;
    }

    public void setMemberId(Long memberId) {
        this.memberId = memberId;
    }

    public String getOrderSn() {
        return orderSn;
    }

    public void setOrderSn(String orderSn) {
        this.orderSn = orderSn;
    }

    public BigDecimal getTotalAmount() {
        return totalAmount;
    }

    public void setTotalAmount(BigDecimal totalAmount) {
        this.totalAmount = totalAmount;
    }

    public OrderStatus getStatus() {
        return status;
    }

    public void setStatus(OrderStatus status) {
        this.status = status;
    }

    public String getNote() {
        return note;
    }

    public void setNote(String note) {
        this.note = note;
    }

    public Instant getCreateTime() {
        return createTime;
    }

    public void setCreateTime(Instant createTime) {
        this.createTime = createTime;
    }
}

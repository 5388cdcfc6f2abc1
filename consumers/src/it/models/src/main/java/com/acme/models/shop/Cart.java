package com.acme.models.shop;

import dev.marshalled.Marshalled;
import java.time.LocalDateTime;
import java.util.LinkedHashMap;
import java.util.Map;

/** A user's cart, kept in the session between requests. */
@Marshalled
public class Cart {
    private Long userId;
    private Map<String, Integer> quantities = new LinkedHashMap<>();
    private String couponCode;
    private LocalDateTime lastTouched;

    public Long getUserId() {
        return userId;
    }

    public void setUserId(Long userId) {
        this.userId = userId;
    }

    public Map<String, Integer> getQuantities() {
        return quantities;
    }

    public void setQuantities(Map<String, Integer> quantities) {
        this.quantities = quantities;
    }

    public String getCouponCode() {
        return couponCode;
    }

    public void setCouponCode(String couponCode) {
        this.couponCode = couponCode;
    }

    public LocalDateTime getLastTouched() {
        return lastTouched;
    }

    public void setLastTouched(LocalDateTime lastTouched) {
        this.lastTouched = lastTouched;
    }

    public void add(String sku, int quantity) {
        quantities.merge(sku, quantity, Integer::sum);
        lastTouched = LocalDateTime.now();
    }

    public int getItemCount() {
        return quantities.values().stream().mapToInt(Integer::intValue).sum();
    }
}

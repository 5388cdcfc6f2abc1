package com.acme.cloud;

import com.acme.mall.common.api.CommonPage;
import com.acme.mall.model.Order;
import com.acme.mall.model.OrderStatus;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;

/** A service whose methods answer R of what they return, as remote services do. */
public class OrderService {
    private final Map<Long, Order> orders = new LinkedHashMap<>();
    private long nextId = 1;

    public R<Long> create(Order order) {
        if (order.getMemberId() == null) {
            return R.failed("memberId is required");
        }
        long id = nextId++;
        order.setId(id);
        order.setStatus(OrderStatus.PENDING_PAYMENT);
        orders.put(id, order);
        return R.ok(id);
    }

    public R<String> cancel(Long id) {
        Order order = orders.get(id);
        if (order == null) {
            return R.failed("no order " + id);
        }
        order.setStatus(OrderStatus.CLOSED);
        return R.ok(order.getOrderSn(), "closed");
    }

    public R<List<Order>> listByMember(Long memberId) {
        List<Order> found = new ArrayList<>();
        for (Order o : orders.values()) {
            if (memberId.equals(o.getMemberId())) {
                found.add(o);
            }
        }
        return R.ok(found);
    }

    public R<CommonPage<Order>> page(int pageNum, int pageSize) {
        return R.ok(CommonPage.restPage(new ArrayList<>(orders.values()), pageNum, pageSize));
    }

    /** The ids of the orders, as the gateway pages them for clients that know orders by UUID. */
    public PageDTO<UUID> tokens() {
        List<UUID> tokens = new ArrayList<>();
        for (Long id : orders.keySet()) {
            tokens.add(new UUID(0x5eedL, id));
        }
        return new PageDTO<>((long) tokens.size(), 1L, tokens);
    }
}

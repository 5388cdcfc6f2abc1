package com.acme.models;

import static com.acme.models.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.shop.Cart;
import com.acme.models.shop.CartMarshaller;
import com.acme.models.shop.OrderItem;
import com.acme.models.shop.OrderItemMarshaller;
import com.acme.models.shop.OrderStatus;
import com.acme.models.shop.Product;
import com.acme.models.shop.ProductMarshaller;
import com.acme.models.shop.ShopOrder;
import com.acme.models.shop.ShopOrderMarshaller;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Plain beans as a MyBatis mapper fills them. */
class ShopModelsTest {

    private static OrderItem item(long id, String name, String price, int quantity) {
        OrderItem item = new OrderItem();
        item.setId(id);
        item.setOrderId(1000L);
        item.setProductId(id * 10);
        item.setProductName(name);
        item.setPrice(new BigDecimal(price));
        item.setQuantity(quantity);
        return item;
    }

    @Test
    void orderWithItemsAndComputedTotal() {
        ShopOrder order = new ShopOrder();
        order.setId(1000L);
        order.setOrderNo("20240517093015001");
        order.setUserId(7L);
        order.setStatus(OrderStatus.PAID);
        order.setShippingFee(new BigDecimal("5.00"));
        order.setReceiverName("\u5f20\u4e09");
        order.setReceiverAddress("\u5317\u4eac\u5e02\u671d\u9633\u533a 1\u53f7");
        order.setCreateTime(LocalDateTime.of(2024, 5, 17, 9, 30, 15));
        order.setPayTime(LocalDateTime.of(2024, 5, 17, 9, 31, 2, 999_999_999));
        order.setItems(new ArrayList<>(List.of(item(1, "Tea", "12.50", 2), item(2, "Cup", "3.99", 4))));
        Map<String, Integer> skus = new HashMap<>();
        skus.put("TEA-500G", 2);
        skus.put("CUP-WHITE", 4);
        skus.put("GIFT", null);
        order.setSkuQuantities(skus);
        ShopOrder copy = roundTrip(ShopOrderMarshaller.INSTANCE, order);
        assertEquals(new BigDecimal("45.96"), copy.getTotal());
        assertEquals(order.getTotal(), copy.getTotal());

        roundTrip(ShopOrderMarshaller.INSTANCE, new ShopOrder());
        ShopOrder empty = new ShopOrder();
        empty.setItems(List.of());
        empty.setSkuQuantities(Map.of());
        assertTrue(roundTrip(ShopOrderMarshaller.INSTANCE, empty).getItems().isEmpty());
        roundTrip(OrderItemMarshaller.INSTANCE, item(3, "Pot", "0.01", 1));
        roundTrip(OrderItemMarshaller.INSTANCE, new OrderItem());
    }

    @Test
    void productAndCart() {
        Product product = new Product();
        product.setId(5L);
        product.setName("Tea");
        product.setPrice(new BigDecimal("12.50"));
        product.setOriginalPrice(new BigDecimal("15.00"));
        product.setStock(0);
        product.setOnSale(Boolean.TRUE);
        product.setWarehouseStock(Map.of("north", 10, "south", 0));
        product.setCreateTime(LocalDateTime.of(2023, 12, 31, 23, 59, 59));
        assertEquals(new BigDecimal("2.50"), roundTrip(ProductMarshaller.INSTANCE, product).getDiscount());
        roundTrip(ProductMarshaller.INSTANCE, new Product());

        Cart cart = new Cart();
        cart.setUserId(7L);
        cart.add("TEA-500G", 2);
        cart.add("CUP-WHITE", 1);
        cart.add("TEA-500G", 1);
        assertEquals(4, roundTrip(CartMarshaller.INSTANCE, cart).getItemCount());
        assertTrue(roundTrip(CartMarshaller.INSTANCE, new Cart()).getQuantities().isEmpty());
        Cart nulls = new Cart();
        nulls.setQuantities(null);
        roundTrip(CartMarshaller.INSTANCE, nulls);
    }
}

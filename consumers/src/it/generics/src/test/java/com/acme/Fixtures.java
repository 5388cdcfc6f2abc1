package com.acme;

import com.acme.mall.model.Order;
import com.acme.mall.model.OrderStatus;
import com.acme.mall.model.Product;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;

/** Rows as the mappers would return them. */
final class Fixtures {
    private Fixtures() {
    }

    static Product product(long id, String name, String price) {
        Product p = new Product();
        p.setId(id);
        p.setBrandId(id % 3 == 0 ? null : 51L);
        p.setName(name);
        p.setProductSn("No" + (86577 + id));
        p.setPrice(new BigDecimal(price));
        p.setStock((int) (100 - id));
        p.setPublishStatus(1);
        p.setAlbumPics(id % 2 == 0 ? List.of("http://img/" + id + "a.jpg", "http://img/" + id + "b.jpg") : null);
        p.setCreateTime(LocalDateTime.of(2024, 11, 11, 0, 0).plusMinutes(id));
        return p;
    }

    static List<Product> products() {
        List<Product> all = new ArrayList<>();
        all.add(product(26, "华为 HUAWEI P20", "3788.00"));
        all.add(product(27, "小米8 全面屏游戏智能手机", "2699.00"));
        all.add(product(28, "小米 红米5A", "649.00"));
        all.add(product(29, "Apple iPhone 8 Plus", "5499.00"));
        all.add(product(30, "HLA海澜之家简约动物印花短袖T恤", "98.00"));
        return all;
    }

    static Order order(long memberId, String sn, String amount) {
        return new Order(null, memberId, sn, new BigDecimal(amount), OrderStatus.PENDING_PAYMENT);
    }
}

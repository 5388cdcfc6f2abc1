package com.acme;

import static com.acme.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.cloud.OrderService;
import com.acme.cloud.PageDTO;
import com.acme.cloud.PageDTOMarshaller;
import com.acme.cloud.R;
import com.acme.cloud.RMarshaller;
import com.acme.domain.Pair;
import com.acme.mall.common.api.CommonPage;
import com.acme.mall.common.api.CommonPageMarshaller;
import com.acme.mall.common.api.CommonResult;
import com.acme.mall.common.api.CommonResultMarshaller;
import com.acme.mall.model.Dashboard;
import com.acme.mall.model.DashboardMarshaller;
import com.acme.mall.model.Order;
import com.acme.mall.model.OrderMarshaller;
import com.acme.mall.model.OrderStatus;
import com.acme.mall.model.Product;
import com.acme.mall.model.ProductMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Result envelopes and pages, at @Marshalled and JDK type arguments. */
class EnvelopesTest {
    private static final Marshaller<CommonResult<CommonPage<Product>>> PRODUCT_PAGE_RESULT =
            CommonResultMarshaller.of(CommonPageMarshaller.of(ProductMarshaller.INSTANCE));

    @Test
    void aPageOfProductsInAResult() {
        CommonResult<CommonPage<Product>> result = CommonResult.success(CommonPage.restPage(Fixtures.products(), 2, 2));
        CommonResult<CommonPage<Product>> copy = roundTrip(PRODUCT_PAGE_RESULT, result);
        assertEquals(200, copy.getCode());
        assertEquals(List.of(28L, 29L), copy.getData().getList().stream().map(Product::getId).toList());
        assertEquals(3, copy.getData().getTotalPage());

        CommonResult<CommonPage<Product>> failed = roundTrip(PRODUCT_PAGE_RESULT, CommonResult.failed("库存不足"));
        assertNull(failed.getData());
        assertEquals("库存不足", failed.getMessage());
        roundTrip(PRODUCT_PAGE_RESULT, CommonResult.success(CommonPage.restPage(List.of(), 1, 10)));
    }

    @Test
    void aParameterizationHasItsOwnSchemaName() {
        assertEquals("CommonResult<CommonPage<Product>>", PRODUCT_PAGE_RESULT.schema().typeName());
        assertEquals(CommonResult.class, PRODUCT_PAGE_RESULT.type());
        Marshaller<CommonResult<String>> text = CommonResultMarshaller.of(JdkMarshallers.of(String.class));
        assertEquals("CommonResult<String>", text.schema().typeName());
    }

    @Test
    void rFromAServiceAtJdkArguments() {
        OrderService service = new OrderService();
        Marshaller<R<Long>> ids = RMarshaller.of(JdkMarshallers.of(Long.class));
        R<Long> created = roundTrip(ids, service.create(Fixtures.order(7, "201811090100000001", "9017.00")));
        assertTrue(created.isOk());
        assertEquals(1L, created.getData());
        service.create(Fixtures.order(7, "201811090100000002", "649.00"));
        service.create(Fixtures.order(8, "201811090100000003", "98.00"));
        R<Long> refused = roundTrip(ids, service.create(new Order()));
        assertEquals("memberId is required", refused.getMsg());
        assertNull(refused.getData());

        Marshaller<R<String>> text = RMarshaller.of(JdkMarshallers.of(String.class));
        assertEquals("201811090100000002", roundTrip(text, service.cancel(2L)).getData());
        assertEquals(R.FAIL, roundTrip(text, service.cancel(99L)).getCode());

        Marshaller<R<List<Order>>> orders = RMarshaller.of(JdkMarshallers.list(OrderMarshaller.INSTANCE));
        R<List<Order>> mine = roundTrip(orders, service.listByMember(7L));
        assertEquals(List.of(OrderStatus.PENDING_PAYMENT, OrderStatus.CLOSED),
                mine.getData().stream().map(Order::getStatus).toList());

        Marshaller<R<CommonPage<Order>>> pages = RMarshaller.of(CommonPageMarshaller.of(OrderMarshaller.INSTANCE));
        assertEquals(3, roundTrip(pages, service.page(1, 5)).getData().getTotal());
    }

    @Test
    void aPageDtoOfUuids() {
        OrderService service = new OrderService();
        service.create(Fixtures.order(1, "a", "1.00"));
        service.create(Fixtures.order(2, "b", "2.00"));
        Marshaller<PageDTO<UUID>> tokens = PageDTOMarshaller.of(JdkMarshallers.of(UUID.class));
        PageDTO<UUID> copy = roundTrip(tokens, service.tokens());
        assertEquals(List.of(new UUID(0x5eedL, 1), new UUID(0x5eedL, 2)), copy.getList());
        roundTrip(tokens, PageDTO.empty());
        PageDTO<UUID> withNulls = new PageDTO<>(null, null, null);
        assertNull(roundTrip(tokens, withNulls).getList());
    }

    @Test
    void fieldsOfConcreteParameterizations() {
        Dashboard dashboard = new Dashboard();
        dashboard.setHotProducts(CommonResult.success(CommonPage.restPage(Fixtures.products(), 1, 3)));
        Map<String, CommonResult<Long>> counters = new LinkedHashMap<>();
        counters.put("todayOrders", CommonResult.success(12L));
        counters.put("pendingShipment", CommonResult.failed("timeout"));
        counters.put("stale", null);
        dashboard.setCounters(counters);
        dashboard.setSalesRanking(List.of(Pair.of("小米 红米5A", 1302L), Pair.of("Apple iPhone 8 Plus", 977L)));
        Dashboard copy = roundTrip(DashboardMarshaller.INSTANCE, dashboard);
        assertEquals(1302L, copy.getSalesRanking().get(0).right());
        assertNull(copy.getLatestOrders());
    }
}

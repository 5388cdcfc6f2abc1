package com.acme;

import static com.acme.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.acme.domain.Pair;
import com.acme.domain.PairMarshaller;
import com.acme.events.Customer;
import com.acme.events.CustomerMarshaller;
import com.acme.mall.model.Order;
import com.acme.mall.model.OrderMarshaller;
import com.acme.mall.model.Product;
import com.acme.mall.model.ProductMarshaller;
import com.acme.search.ProductFilter;
import com.acme.search.ProductFilterMarshaller;
import com.acme.search.SearchResult;
import com.acme.search.SearchResultMarshaller;
import dev.marshalled.runtime.JdkMarshallers;
import dev.marshalled.runtime.Marshaller;
import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Two type parameters, and a parameter bounded by an interface. */
class ParametersTest {

    @Test
    void aPairOfTwoArguments() {
        Marshaller<Pair<String, Long>> counted = PairMarshaller.of(JdkMarshallers.of(String.class),
                JdkMarshallers.of(Long.class));
        assertEquals(Pair.of("小米 红米5A", 1302L), roundTrip(counted, Pair.of("小米 红米5A", 1302L)));
        assertEquals(Pair.of(null, null), roundTrip(counted, Pair.of(null, null)));

        Marshaller<Pair<Product, List<Order>>> ordered = PairMarshaller.of(ProductMarshaller.INSTANCE,
                JdkMarshallers.list(OrderMarshaller.INSTANCE));
        Pair<Product, List<Order>> copy = roundTrip(ordered, Pair.of(Fixtures.product(26, "华为 HUAWEI P20", "3788.00"),
                List.of(Fixtures.order(7, "201811090100000001", "3788.00"))));
        assertEquals("华为 HUAWEI P20", copy.left().getName());

        Marshaller<Pair<Pair<String, Long>, Customer>> nested = PairMarshaller.of(counted, CustomerMarshaller.INSTANCE);
        Customer ada = new Customer(new UUID(1, 2), "Ada", null);
        assertEquals(Pair.of(Pair.of("a", 1L), ada), roundTrip(nested, Pair.of(Pair.of("a", 1L), ada)));
    }

    @Test
    void aSearchResultBoundedByItsFilter() {
        Marshaller<SearchResult<ProductFilter>> search = SearchResultMarshaller.of(ProductFilterMarshaller.INSTANCE);
        Map<String, Long> facets = new LinkedHashMap<>();
        facets.put("brand:小米", 2L);
        facets.put("brand:华为", 1L);
        ProductFilter filter = new ProductFilter("手机", new BigDecimal("500"), null, List.of(51L, 6L));
        SearchResult<ProductFilter> result = new SearchResult<>(filter, 3, Fixtures.products().subList(0, 3), facets);
        SearchResult<ProductFilter> copy = roundTrip(search, result);
        assertEquals(filter, copy.filter());
        assertEquals(facets, copy.facets());

        SearchResult<ProductFilter> nothing = roundTrip(search, new SearchResult<>(null, 0, List.of(), Map.of()));
        assertNull(nothing.filter());
        assertEquals("SearchResult<ProductFilter>", search.schema().typeName());
    }
}

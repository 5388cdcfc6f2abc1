package com.acme.search;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.util.List;

@Marshalled
public record ProductFilter(String keyword, BigDecimal minPrice, BigDecimal maxPrice, List<Long> brandIds)
        implements Filter {
    @Override
    public boolean isEmpty() {
        return keyword == null && minPrice == null && maxPrice == null && (brandIds == null || brandIds.isEmpty());
    }
}

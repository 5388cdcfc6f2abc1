package com.acme.search;

import com.acme.mall.model.Product;
import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;

/** The hits of a search and the filter that found them. */
@Marshalled
public record SearchResult<T extends Filter>(T filter, long total, List<Product> hits, Map<String, Long> facets) {
}

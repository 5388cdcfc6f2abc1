package com.acme.mall.model;

import com.acme.mall.common.api.CommonPage;
import com.acme.mall.common.api.CommonResult;
import com.acme.domain.Pair;
import dev.marshalled.Marshalled;
import java.util.List;
import java.util.Map;

/** What the admin home page loads in one call: fields of concrete parameterizations. */
@Marshalled
public class Dashboard {
    private CommonResult<CommonPage<Product>> hotProducts;
    private Map<String, CommonResult<Long>> counters;
    private List<Pair<String, Long>> salesRanking;
    private CommonPage<Order> latestOrders;

    public CommonResult<CommonPage<Product>> getHotProducts() {
        return hotProducts;
    }

    public void setHotProducts(CommonResult<CommonPage<Product>> hotProducts) {
        this.hotProducts = hotProducts;
    }

    public Map<String, CommonResult<Long>> getCounters() {
        return counters;
    }

    public void setCounters(Map<String, CommonResult<Long>> counters) {
        this.counters = counters;
    }

    public List<Pair<String, Long>> getSalesRanking() {
        return salesRanking;
    }

    public void setSalesRanking(List<Pair<String, Long>> salesRanking) {
        this.salesRanking = salesRanking;
    }

    public CommonPage<Order> getLatestOrders() {
        return latestOrders;
    }

    public void setLatestOrders(CommonPage<Order> latestOrders) {
        this.latestOrders = latestOrders;
    }
}

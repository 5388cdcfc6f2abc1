package com.acme.handwritten;

import com.acme.mall.model.Product;
import dev.marshalled.Marshalled;
import java.util.List;

/** CommonPage<Product> as one would write it before generic types were supported: the same fields, in order. */
@Marshalled
public class ProductPage {
    private int pageNum;
    private int pageSize;
    private int totalPage;
    private long total;
    private List<Product> list;

    public int getPageNum() {
        return pageNum;
    }

    public void setPageNum(int pageNum) {
        this.pageNum = pageNum;
    }

    public int getPageSize() {
        return pageSize;
    }

    public void setPageSize(int pageSize) {
        this.pageSize = pageSize;
    }

    public int getTotalPage() {
        return totalPage;
    }

    public void setTotalPage(int totalPage) {
        this.totalPage = totalPage;
    }

    public long getTotal() {
        return total;
    }

    public void setTotal(long total) {
        this.total = total;
    }

    public List<Product> getList() {
        return list;
    }

    public void setList(List<Product> list) {
        this.list = list;
    }
}

package com.acme.mall.common.api;

import dev.marshalled.Marshalled;
import java.util.List;

/** One page of a paged query. */
@Marshalled
public class CommonPage<T> {
    private int pageNum;
    private int pageSize;
    private int totalPage;
    private long total;
    private List<T> list;

    /** The page {@code pageNum} (from 1) of {@code all}, {@code pageSize} items a page. */
    public static <T> CommonPage<T> restPage(List<T> all, int pageNum, int pageSize) {
        CommonPage<T> result = new CommonPage<T>();
        result.setPageNum(pageNum);
        result.setPageSize(pageSize);
        result.setTotal(all.size());
        result.setTotalPage((all.size() + pageSize - 1) / pageSize);
        int from = Math.min(all.size(), (pageNum - 1) * pageSize);
        result.setList(all.subList(from, Math.min(all.size(), from + pageSize)));
        return result;
    }

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

    public List<T> getList() {
        return list;
    }

    public void setList(List<T> list) {
        this.list = list;
    }
}

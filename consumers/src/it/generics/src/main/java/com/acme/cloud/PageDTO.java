package com.acme.cloud;

import dev.marshalled.Marshalled;
import java.util.ArrayList;
import java.util.List;

/** A page as the gateway hands it to clients. */
@Marshalled
public class PageDTO<T> {
    private Long total;
    private Long pages;
    private List<T> list = new ArrayList<>();

    public PageDTO() {
    }

    public PageDTO(Long total, Long pages, List<T> list) {
        this.total = total;
        this.pages = pages;
        this.list = list;
    }

    public static <T> PageDTO<T> empty() {
        return new PageDTO<>(0L, 0L, new ArrayList<>());
    }

    public Long getTotal() {
        return total;
    }

    public void setTotal(Long total) {
        this.total = total;
    }

    public Long getPages() {
        return pages;
    }

    public void setPages(Long pages) {
        this.pages = pages;
    }

    public List<T> getList() {
        return list;
    }

    public void setList(List<T> list) {
        this.list = list;
    }
}

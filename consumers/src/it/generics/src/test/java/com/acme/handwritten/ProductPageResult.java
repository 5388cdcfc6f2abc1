package com.acme.handwritten;

import dev.marshalled.Marshalled;

/** CommonResult<CommonPage<Product>> written out by hand. */
@Marshalled
public class ProductPageResult {
    private long code;
    private String message;
    private ProductPage data;

    public long getCode() {
        return code;
    }

    public void setCode(long code) {
        this.code = code;
    }

    public String getMessage() {
        return message;
    }

    public void setMessage(String message) {
        this.message = message;
    }

    public ProductPage getData() {
        return data;
    }

    public void setData(ProductPage data) {
        this.data = data;
    }
}

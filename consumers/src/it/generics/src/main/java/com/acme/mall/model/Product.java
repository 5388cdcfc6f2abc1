package com.acme.mall.model;

import dev.marshalled.Marshalled;
import java.math.BigDecimal;
import java.time.LocalDateTime;
import java.util.List;

/** Row of pms_product. */
@Marshalled
public class Product {
    private Long id;
    private Long brandId;
    private String name;
    private String productSn;
    private BigDecimal price;
    private Integer stock;
    private Integer publishStatus;
    private List<String> albumPics;
    private LocalDateTime createTime;

    public Long getId() {
        return id;
    }

    public void setId(Long id) {
        this.id = id;
    }

    public Long getBrandId() {
        return brandId;
    }

    public void setBrandId(Long brandId) {
        this.brandId = brandId;
    }

    public String getName() {
        return name;
    }

    public void setName(String name) {
        this.name = name;
    }

    public String getProductSn() {
        return productSn;
    }

    public void setProductSn(String productSn) {
        this.productSn = productSn;
    }

    public BigDecimal getPrice() {
        return price;
    }

    public void setPrice(BigDecimal price) {
        this.price = price;
    }

    public Integer getStock() {
        return stock;
    }

    public void setStock(Integer stock) {
        this.stock = stock;
    }

    public Integer getPublishStatus() {
        return publishStatus;
    }

    public void setPublishStatus(Integer publishStatus) {
        this.publishStatus = publishStatus;
    }

    public List<String> getAlbumPics() {
        return albumPics;
    }

    public void setAlbumPics(List<String> albumPics) {
        this.albumPics = albumPics;
    }

    public LocalDateTime getCreateTime() {
        return createTime;
    }

    public void setCreateTime(LocalDateTime createTime) {
        this.createTime = createTime;
    }
}

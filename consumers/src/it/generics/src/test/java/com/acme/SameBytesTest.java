package com.acme;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import com.acme.handwritten.ProductPage;
import com.acme.handwritten.ProductPageMarshaller;
import com.acme.handwritten.ProductPageResult;
import com.acme.handwritten.ProductPageResultMarshaller;
import com.acme.mall.common.api.CommonPage;
import com.acme.mall.common.api.CommonPageMarshaller;
import com.acme.mall.common.api.CommonResult;
import com.acme.mall.common.api.CommonResultMarshaller;
import com.acme.mall.model.Product;
import com.acme.mall.model.ProductMarshaller;
import dev.marshalled.runtime.Marshaller;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * No type arguments go on the wire: CommonPage<Product> writes exactly what a hand-written
 * ProductPage with the same fields writes, so either can read the other's bytes.
 */
class SameBytesTest {
    private static final Marshaller<CommonPage<Product>> PAGE = CommonPageMarshaller.of(ProductMarshaller.INSTANCE);

    private static ProductPage handWritten(CommonPage<Product> page) {
        ProductPage hand = new ProductPage();
        hand.setPageNum(page.getPageNum());
        hand.setPageSize(page.getPageSize());
        hand.setTotalPage(page.getTotalPage());
        hand.setTotal(page.getTotal());
        hand.setList(page.getList());
        return hand;
    }

    @Test
    void commonPageOfProductWritesTheBytesOfProductPage() {
        List<Product> withNull = new ArrayList<>(Fixtures.products());
        withNull.add(null);
        for (CommonPage<Product> page : List.of(CommonPage.restPage(Fixtures.products(), 1, 2),
                CommonPage.restPage(withNull, 1, 10), CommonPage.restPage(List.<Product>of(), 1, 10), new CommonPage<Product>())) {
            byte[] generic = PAGE.toByteArray(page);
            byte[] hand = ProductPageMarshaller.INSTANCE.toByteArray(handWritten(page));
            assertArrayEquals(hand, generic);
            assertEquals(ProductPageMarshaller.sizeOf(handWritten(page)), PAGE.sizeOf(page));
            // Each reads the other's bytes.
            FieldByField.assertSameFields(page.getList(), PAGE.fromByteArray(hand).getList());
            FieldByField.assertSameFields(handWritten(page), ProductPageMarshaller.INSTANCE.fromByteArray(generic));
        }
    }

    @Test
    void aPageInAResultWritesTheBytesOfItsHandWrittenResult() {
        CommonResult<CommonPage<Product>> result = CommonResult.success(CommonPage.restPage(Fixtures.products(), 2, 3));
        ProductPageResult hand = new ProductPageResult();
        hand.setCode(result.getCode());
        hand.setMessage(result.getMessage());
        hand.setData(handWritten(result.getData()));
        assertArrayEquals(ProductPageResultMarshaller.INSTANCE.toByteArray(hand),
                CommonResultMarshaller.of(PAGE).toByteArray(result));
    }
}

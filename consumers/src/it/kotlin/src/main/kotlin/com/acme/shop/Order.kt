package com.acme.shop

import dev.marshalled.Marshalled
import java.math.BigDecimal

/** Nested classes and a nested enum; the lines hold a value class, non-null and nullable. */
@Marshalled
data class Order(val id: Long, val customer: Customer, val lines: List<Line>, val status: Status, val giftWrap: Line?) {

    @Marshalled
    data class Line(val sku: Sku, val quantity: Int, val unitPrice: BigDecimal, val replacement: Sku?)

    enum class Status { OPEN, PAID, SHIPPED }
}

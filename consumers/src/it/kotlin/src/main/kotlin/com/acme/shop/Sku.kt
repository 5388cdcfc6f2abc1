package com.acme.shop

/** A value class: on the JVM a field of this type is its String, which is what kapt's stubs show. */
@JvmInline
value class Sku(val code: String) {
    init {
        require(code.isNotBlank()) { "blank SKU" }
    }
}

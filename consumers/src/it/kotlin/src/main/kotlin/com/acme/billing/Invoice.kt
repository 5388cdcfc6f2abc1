package com.acme.billing

import com.acme.money.Money
import dev.marshalled.Marshalled
import dev.marshalled.WireConverter

/** Money is converted by the converter that package-info.java names for this whole package. */
@Marshalled
data class Invoice(val number: String, val total: Money, val discount: Money?, val lines: List<Money>)

/** Money as "EUR 12345": the bytes of a String. */
class MoneyConverter : WireConverter<Money, String> {
    override fun toWire(value: Money): String = "${value.currency} ${value.minor}"

    override fun fromWire(wire: String): Money {
        val (currency, minor) = wire.split(' ')
        return Money(currency, minor.toLong())
    }
}

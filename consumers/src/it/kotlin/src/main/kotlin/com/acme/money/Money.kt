package com.acme.money

/** Stands for a library's type: it cannot be annotated, so it travels through a converter. */
class Money(val currency: String, val minor: Long) {
    override fun equals(other: Any?): Boolean = other is Money && currency == other.currency && minor == other.minor
    override fun hashCode(): Int = currency.hashCode() * 31 + minor.hashCode()
    override fun toString(): String = "$minor $currency"
}

package com.acme.shop

import dev.marshalled.Marshalled

/**
 * Every parameter has a default, so Kotlin adds a no-argument constructor: reading uses it and then sets the
 * fields, and a non-null property (theme) refuses a null in the bytes.
 */
@Marshalled
data class Preferences(
    var theme: String = "dark",
    var fontSize: Int = 12,
    var notifications: Boolean = true,
    var nickname: String? = null,
    var shortcuts: MutableMap<String, String> = mutableMapOf(),
)

/** A class with a no-argument constructor and properties in its body, one lateinit, one transient. */
@Marshalled
class Session {
    var user: String = ""
    var expiresAtMillis: Long = 0
    var roles: MutableSet<String> = linkedSetOf()
    lateinit var token: String

    // kotlin.jvm.Transient makes the backing field transient: not written, null after reading.
    @Transient
    var lastRequest: Thread? = null

    override fun equals(other: Any?): Boolean = other is Session && user == other.user &&
        expiresAtMillis == other.expiresAtMillis && roles == other.roles && token == other.token

    override fun hashCode(): Int = user.hashCode()
}

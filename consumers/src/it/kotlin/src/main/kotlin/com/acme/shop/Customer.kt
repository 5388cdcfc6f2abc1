package com.acme.shop

import dev.marshalled.Marshalled
import java.time.Instant

/** Non-null and nullable properties, boxed where nullable (Int?), collections and a java.time value. */
@Marshalled
data class Customer(
    val id: Long,
    val name: String,
    val email: String?,
    val age: Int?,
    val vip: Boolean,
    val tags: List<String>,
    val scores: Map<String, Int>,
    val joined: Instant,
    val avatar: ByteArray?,
) {
    // ByteArray compares by identity in a data class's equals; compare its contents.
    override fun equals(other: Any?): Boolean = other is Customer && id == other.id && name == other.name &&
        email == other.email && age == other.age && vip == other.vip && tags == other.tags &&
        scores == other.scores && joined == other.joined && avatar.contentEquals(other.avatar)

    override fun hashCode(): Int = id.hashCode()
}

package com.acme.shop

import dev.marshalled.Marshalled

/** No fields at all: zero bytes. Reading creates an instance, which a data object's equals accepts. */
@Marshalled(id = 20)
data object Heartbeat

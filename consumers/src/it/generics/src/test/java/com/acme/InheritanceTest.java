package com.acme;

import static com.acme.RoundTrips.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.acme.domain.User;
import com.acme.domain.UserMarshaller;
import com.acme.events.Customer;
import com.acme.events.CustomerCreated;
import com.acme.events.CustomerCreatedMarshaller;
import com.acme.events.CustomerRenamed;
import com.acme.events.CustomerRenamedMarshaller;
import java.time.Instant;
import java.util.Set;
import java.util.TreeSet;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** Concrete classes of generic bases: the inherited fields at the arguments the subclass gives. */
class InheritanceTest {

    @Test
    void anEventOfACustomer() {
        Customer ada = new Customer(UUID.fromString("3f2504e0-4f89-11d3-9a0c-0305e82c3301"), "Ada", "ada@acme.com");
        CustomerCreated created = new CustomerCreated("evt-1", ada, Instant.parse("2024-02-29T12:00:00Z"));
        CustomerCreated copy = roundTrip(CustomerCreatedMarshaller.INSTANCE, created);
        assertEquals(ada, copy.getData());
        assertEquals("evt-1", copy.getId());

        assertNull(roundTrip(CustomerCreatedMarshaller.INSTANCE, new CustomerCreated(null, null, null)).getData());
    }

    @Test
    void anEventWhoseDataIsGeneric() {
        CustomerRenamed renamed = roundTrip(CustomerRenamedMarshaller.INSTANCE, new CustomerRenamed("evt-2", "Ada", "Ada L."));
        assertEquals("Ada", renamed.getData().left());
        assertEquals("Ada L.", renamed.getData().right());
    }

    @Test
    void aUserWithItsAuditFields() {
        User user = new User();
        user.setId(1001L);
        user.setLogin("admin");
        user.setEmail("admin@localhost");
        user.setActivated(true);
        user.setLangKey("zh-cn");
        user.setAuthorities(new TreeSet<>(Set.of("ROLE_ADMIN", "ROLE_USER")));
        user.setCreatedBy("system");
        user.setCreatedDate(Instant.parse("2024-01-01T00:00:00Z"));
        user.setLastModifiedBy(null);
        User copy = roundTrip(UserMarshaller.INSTANCE, user);
        assertEquals(1001L, copy.getId());
        assertEquals("system", copy.getCreatedBy());
        assertEquals(Instant.parse("2024-01-01T00:00:00Z"), copy.getCreatedDate());
        assertEquals(Set.of("ROLE_ADMIN", "ROLE_USER"), copy.getAuthorities());
    }
}

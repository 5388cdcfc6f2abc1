package com.acme.models;

import static com.acme.models.RoundTrips.get;
import static com.acme.models.RoundTrips.newEmpty;
import static com.acme.models.RoundTrips.roundTrip;
import static com.acme.models.RoundTrips.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.acme.models.jpa.Address;
import com.acme.models.jpa.AddressMarshaller;
import com.acme.models.jpa.Category;
import com.acme.models.jpa.CategoryMarshaller;
import com.acme.models.jpa.Customer;
import com.acme.models.jpa.CustomerMarshaller;
import com.acme.models.jpa.Department;
import com.acme.models.jpa.DepartmentMarshaller;
import com.acme.models.jpa.Employee;
import com.acme.models.jpa.EmployeeMarshaller;
import com.acme.models.jpa.Invoice;
import com.acme.models.jpa.InvoiceItem;
import com.acme.models.jpa.InvoiceItemMarshaller;
import com.acme.models.jpa.InvoiceMarshaller;
import com.acme.models.jpa.OrderLine;
import com.acme.models.jpa.OrderLineMarshaller;
import com.acme.models.jpa.OrderStatus;
import com.acme.models.jpa.Product;
import com.acme.models.jpa.ProductMarshaller;
import com.acme.models.jpa.PurchaseOrder;
import com.acme.models.jpa.PurchaseOrderMarshaller;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Entities as a persistence provider leaves them: ids and versions set from outside, views over private collections. */
class JpaEntitiesTest {

    static Customer customer() {
        // The constructor keeps what it is given; setEmail would trim and lower-case it.
        Customer customer = new Customer("Ann Smith", "  Ann.Smith@Example.COM ");
        set(customer, "id", 7L);
        set(customer, "version", 3L);
        customer.setBillingAddress(new Address("1 Main St", "Springfield", "12345", "US"));
        customer.setNewsletter(true);
        customer.tag("vip");
        customer.tag("b2b");
        return customer;
    }

    static Product product(long id, String sku, String price) {
        Category root = new Category("Garden", null);
        set(root, "id", 1L);
        Category tools = new Category("Garden Tools", root);
        tools.moveTo(4);
        Product product = new Product(sku, "Spade " + sku, new BigDecimal(price));
        set(product, "id", id);
        product.addCategory(tools);
        product.addCategory(root);
        return product;
    }

    @Test
    void customerKeepsItsFieldsAsTheyAreNotAsItsSettersWouldMakeThem() {
        Customer customer = customer();
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, customer);
        assertEquals(7L, copy.getId());
        assertEquals(3L, copy.getVersion());
        assertEquals("  Ann.Smith@Example.COM ", copy.getEmail());
        assertEquals(2, copy.getTags().size());
    }

    @Test
    void emptyCustomerAsThePersistenceProviderMakesIt() {
        // setName and setEmail refuse null: a copy made through them would throw.
        Customer copy = roundTrip(CustomerMarshaller.INSTANCE, newEmpty(Customer.class));
        assertNull(copy.getId());
        assertNull(copy.getName());
        assertNull(copy.getEmail());
        assertTrue(copy.getTags().isEmpty());
    }

    @Test
    void addressAndInvoiceItem() {
        roundTrip(AddressMarshaller.INSTANCE, new Address("Rue 9", "Lyon", "69001", "FR"));
        roundTrip(AddressMarshaller.INSTANCE, newEmpty(Address.class));
        roundTrip(InvoiceItemMarshaller.INSTANCE,
                new InvoiceItem("Consulting", new BigDecimal("7.5"), new BigDecimal("120.00"), new BigDecimal("0.19")));
        roundTrip(InvoiceItemMarshaller.INSTANCE, newEmpty(InvoiceItem.class));
    }

    @Test
    void categoryTreeAndProductWithCategories() {
        Product product = product(11L, "SP-1", "24.90");
        product.setDescription("A spade");
        product.discontinue();
        Product copy = roundTrip(ProductMarshaller.INSTANCE, product);
        assertEquals(Product.Availability.DISCONTINUED, copy.getAvailability());
        assertEquals(2, copy.getCategories().size());
        roundTrip(ProductMarshaller.INSTANCE, newEmpty(Product.class));

        Category leaf = new Category("Spades", new Category("Tools", new Category("Garden", null)));
        assertEquals("garden/tools/spades", roundTrip(CategoryMarshaller.INSTANCE, leaf).path());
        roundTrip(CategoryMarshaller.INSTANCE, newEmpty(Category.class));
    }

    @Test
    void invoiceItemsAreFilledIntoTheFinalList() {
        Invoice invoice = new Invoice("INV-2024-0001", LocalDate.of(2024, 2, 29), customer());
        invoice.addItem(new InvoiceItem("Spade", new BigDecimal("2"), new BigDecimal("24.90"), new BigDecimal("0.2")));
        invoice.addItem(new InvoiceItem("Rake", BigDecimal.ONE, new BigDecimal("19.99"), new BigDecimal("0.2")));
        invoice.markPaid();
        set(invoice, "id", 900L);
        Invoice copy = roundTrip(InvoiceMarshaller.INSTANCE, invoice);
        assertEquals(invoice.total(), copy.total());
        assertEquals(2, copy.getItems().size());
        assertTrue(copy.isPaid());

        Invoice empty = roundTrip(InvoiceMarshaller.INSTANCE, new Invoice("INV-2", LocalDate.of(2024, 3, 1), null));
        assertTrue(empty.getItems().isEmpty());
        empty.addItem(new InvoiceItem("later", BigDecimal.ONE, BigDecimal.ONE, BigDecimal.ZERO));   // still the entity's own list
        roundTrip(InvoiceMarshaller.INSTANCE, newEmpty(Invoice.class));
    }

    @Test
    void purchaseOrderLinesPointBackAtTheOneCopiedOrder() {
        Customer customer = customer();
        PurchaseOrder order = new PurchaseOrder(customer, LocalDateTime.of(2024, 5, 17, 9, 30, 15, 123_000_000));
        set(order, "id", 5000L);
        Product spade = product(11L, "SP-1", "24.90");
        OrderLine first = order.addLine(spade, 2);
        order.addLine(product(12L, "RK-2", "19.99"), 1);
        order.addLine(spade, 5);
        set(first, "id", 1L);
        order.setNote("ring twice");
        order.pay();

        PurchaseOrder copy = roundTrip(PurchaseOrderMarshaller.INSTANCE, order);
        assertEquals(OrderStatus.PAID, copy.getStatus());
        assertEquals(3, copy.getLines().size());
        for (OrderLine line : copy.getLines()) {
            assertSame(copy, line.getOrder());
        }
        assertEquals(order.getTotal(), copy.getTotal());
        // Product keeps no identity: each line has its own copy of the spade, equal to the original.
        assertNotSame(copy.getLines().get(0).getProduct(), copy.getLines().get(2).getProduct());

        OrderLine line = roundTrip(OrderLineMarshaller.INSTANCE, first);
        assertSame(line, line.getOrder().getLines().get(0));
        assertSame(line.getOrder(), line.getOrder().getLines().get(1).getOrder());
    }

    @Test
    void emptyPurchaseOrderAndLine() {
        PurchaseOrder copy = roundTrip(PurchaseOrderMarshaller.INSTANCE, newEmpty(PurchaseOrder.class));
        assertTrue(copy.getLines().isEmpty());
        assertEquals(OrderStatus.NEW, copy.getStatus());
        roundTrip(PurchaseOrderMarshaller.INSTANCE, set(newEmpty(PurchaseOrder.class), "status", null));
        roundTrip(OrderLineMarshaller.INSTANCE, newEmpty(OrderLine.class));
    }

    @Test
    void departmentAndEmployeesWithoutACycle() {
        Department department = new Department("Research", "CC-42");
        set(department, "id", 3L);
        roundTrip(DepartmentMarshaller.INSTANCE, department);
        roundTrip(DepartmentMarshaller.INSTANCE, newEmpty(Department.class));

        Employee boss = new Employee("Grace", "Hopper", LocalDate.of(1943, 12, 1));
        boss.raiseTo(new BigDecimal("250000.00"));
        Employee employee = new Employee("Alan", "Kay", LocalDate.of(1970, 7, 1));
        employee.reportTo(boss);
        set(employee, "department", department);   // the department does not list it: no cycle
        Employee copy = roundTrip(EmployeeMarshaller.INSTANCE, employee);
        assertEquals("Grace Hopper", copy.getManager().getFullName());
        assertEquals("Research", copy.getDepartment().getName());
        roundTrip(EmployeeMarshaller.INSTANCE, newEmpty(Employee.class));
        assertNull(get(roundTrip(EmployeeMarshaller.INSTANCE, boss), "manager"));

        // A department that lists employees who do not point back at it is a tree, not a cycle.
        Department listing = new Department("Ops", "CC-7");
        @SuppressWarnings("unchecked")
        List<Employee> employees = (List<Employee>) get(listing, "employees");
        employees.add(new Employee("Ken", "Thompson", LocalDate.of(1966, 1, 1)));
        assertEquals(1, roundTrip(DepartmentMarshaller.INSTANCE, listing).getEmployees().size());
    }
}

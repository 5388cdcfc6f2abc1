package com.acme.models.jpa;

import dev.marshalled.Marshalled;
import jakarta.persistence.Entity;
import jakarta.persistence.OneToMany;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A department and its employees, each pointing back at it. Written without identity: a department
 * whose employees point back at it is a cycle, which cannot be written.
 */
@Marshalled(id = 101)
@Entity
public class Department extends BaseEntity {

    private String name;

    private String costCenter;

    @OneToMany(mappedBy = "department")
    private List<Employee> employees = new ArrayList<>();

    protected Department() {
    }

    public Department(String name, String costCenter) {
        this.name = name;
        this.costCenter = costCenter;
    }

    public String getName() {
        return name;
    }

    public String getCostCenter() {
        return costCenter;
    }

    public List<Employee> getEmployees() {
        return Collections.unmodifiableList(employees);
    }

    public void hire(Employee employee) {
        employees.add(employee);
        employee.assignTo(this);
    }
}

package com.acme.models.beans;

import dev.marshalled.Marshalled;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import lombok.Data;

@Marshalled
@Data
public class UserDto {
    private Long id;
    private String username;
    private String displayName;
    private List<String> roles;
    private Map<String, String> attributes;
    private boolean active;
    private Instant lastLogin;
}

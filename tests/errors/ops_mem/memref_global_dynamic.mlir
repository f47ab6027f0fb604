// Rule: memref.global has a static shape.
// expected-error@+1 {{type should be static shaped memref, but got 'memref<?xi32>'}}
memref.global @g : memref<?xi32>

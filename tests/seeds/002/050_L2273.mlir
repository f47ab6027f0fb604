// Example from shared/seeds/002, line 2273.
// TPU vector add operation
%f = "tpu.vaddf32"(%a, %b)
             : (vector<8x128xf32>, vector<8x128xf32>) -> vector<8x128xf32>

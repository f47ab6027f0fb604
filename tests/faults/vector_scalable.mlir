// A scalable vector's size is a multiple of a hardware vector length
// unknown here: the simulator refuses the first op that uses one.
func.func @main(%v: vector<[4]xf32>) {
  %0 = vector.shape_cast %v : vector<[4]xf32> to vector<1x[4]xf32>
  return
}

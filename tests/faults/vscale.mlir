// vscale is the hardware's vector-length multiple, which no target
// models: reading it is refused even without a scalable vector type.
func.func @main() {
  %n = vector.vscale
  vector.print %n : index
  return
}

// Integer types: signless, signed and unsigned, widths from 1 to very wide.
func.func @ints() {
  "test.t"() : () -> (i1, i2, i7, i13, i33, i64, i65, i128, i129, i1000, i16777215)
  "test.t"() : () -> (si8, si32, si64, ui1, ui16, ui64, ui128)
  "test.t"() : () -> (index)
  return
}

// Integer, float, bool, string, array, dictionary, unit and type attributes.
func.func @attrs() {
  "test.a"() {i = 42 : i32, neg = -7 : i64, big = 123456789012345678901234567890 : i128, idx = 3 : index} : () -> ()
  "test.a"() {f = 1.500000e+00 : f32, h = 0x7C00 : f16, d = -2.500000e-01 : f64, b16 = 1.000000e+00 : bf16} : () -> ()
  "test.a"() {t = true, f = false, u, s = "hello\n\22quoted\22", st = "typed" : i32} : () -> ()
  "test.a"() {arr = [1, "two", [3.000000e+00 : f32]], dict = {a = 1 : i64, b = {c = unit}}, ty = i32, vty = vector<4xf32>} : () -> ()
  "test.a"() {da = array<i32: 1, 2, 3>, df = array<f32: 1.000000e+00, 2.500000e+00>, db = array<i1: true, false>, de = array<i64>} : () -> ()
  return
}

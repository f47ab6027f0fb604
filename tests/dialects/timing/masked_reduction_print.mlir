// A masked vector.reduction costs what the reduction costs, and the runner
// utilities' print functions, like vector.print, cost nothing.
func.func private @printI64(i64)
func.func private @printNewline()
func.func @main() {
  %c3 = arith.constant 3 : i64
  %c5 = arith.constant 5 : i64
  %acc = arith.muli %c3, %c5 : i64
  %v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi64>
  %m = arith.constant dense<[true, false, true, true]> : vector<4xi1>
  %r = vector.mask %m { vector.reduction <add>, %v, %acc : vector<4xi64> into i64 } : vector<4xi1> -> i64
  call @printI64(%r) : (i64) -> ()
  call @printNewline() : () -> ()
  vector.print str "done\n"
  return
}

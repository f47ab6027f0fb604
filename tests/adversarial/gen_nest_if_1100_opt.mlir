// TOOL: opt
// ARGS:
// EXPECT: exit=1 error="nesting is too deep" error="--max-nesting"
func.func @main() {
  %c = arith.constant true
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
              scf.if %c {
               scf.if %c {
                scf.if %c {
                 scf.if %c {
  scf.if %c {
   scf.if %c {
    scf.if %c {
     scf.if %c {
      scf.if %c {
       scf.if %c {
        scf.if %c {
         scf.if %c {
          scf.if %c {
           scf.if %c {
            scf.if %c {
             scf.if %c {
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
                 }
                }
               }
              }
             }
            }
           }
          }
         }
        }
       }
      }
     }
    }
   }
  }
  return
}

// TOOL: opt
// ARGS: --max-nesting 8000
// EXPECT: exit=0
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
